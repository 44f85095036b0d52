package symtest.bridge;

import java.util.Set;

/**
 * Which JDK calls may run here: only those whose outcome is the same on every machine. A call
 * is refused when it names code that reads the clock, the environment, files, the network,
 * threads, class loaders or the default locale and time zone (this list), when it reads a
 * system property outside the fixed set (TrackedProperties), or when a second run from scratch,
 * under another default locale and time zone and with other identity hash codes, gives another
 * outcome (Bridge). docs/guide/library.md lists the rules for users.
 */
final class Policy {
    private Policy() {
    }

    // Packages whose code reaches outside the program (files, network, threads, reflection),
    // or that are the JDK's internals.
    private static final String[] DENIED_PACKAGES = {"java.io.", "java.nio.file.",
        "java.nio.channels.", "java.net.", "java.lang.reflect.", "java.lang.invoke.",
        "java.lang.ref.", "java.lang.management.", "java.lang.module.", "java.lang.instrument.",
        "java.security.", "java.util.concurrent.", "java.util.logging.", "java.util.prefs.",
        "java.util.jar.", "java.util.spi.", "java.awt.", "java.applet.", "java.rmi.",
        "java.beans.", "java.sql.", "javax.", "sun.", "jdk.", "com.sun.", "org."};

    // Classes of those packages that compute on the data they are given alone.
    private static final Set<String> ALLOWED = Set.of("java.io.ByteArrayInputStream",
            "java.io.ByteArrayOutputStream", "java.io.StringReader", "java.io.StringWriter",
            "java.io.CharArrayReader", "java.io.CharArrayWriter", "java.io.BufferedReader",
            "java.io.BufferedWriter", "java.io.InputStreamReader", "java.io.OutputStreamWriter",
            "java.io.DataInputStream", "java.io.DataOutputStream", "java.io.PushbackReader",
            "java.io.LineNumberReader", "java.io.StreamTokenizer", "java.io.Reader",
            "java.io.Writer", "java.io.InputStream", "java.io.OutputStream",
            "java.net.URI", "java.net.URLEncoder", "java.net.URLDecoder", "java.net.URL",
            "java.util.concurrent.ConcurrentHashMap", "java.util.concurrent.ConcurrentSkipListMap",
            "java.util.concurrent.ConcurrentSkipListSet",
            "java.util.concurrent.ConcurrentLinkedQueue",
            "java.util.concurrent.ConcurrentLinkedDeque",
            "java.util.concurrent.CopyOnWriteArrayList",
            "java.util.concurrent.CopyOnWriteArraySet", "java.util.concurrent.TimeUnit",
            "java.util.concurrent.atomic.AtomicInteger", "java.util.concurrent.atomic.AtomicLong",
            "java.util.concurrent.atomic.AtomicBoolean",
            "java.util.concurrent.atomic.AtomicReference",
            "java.util.concurrent.atomic.AtomicIntegerArray",
            "java.util.concurrent.atomic.AtomicLongArray", "java.util.concurrent.atomic.LongAdder",
            // Digests and MACs compute on their bytes alone; the algorithms a test may name are
            // those every Java SE platform has (MD5, SHA-1, SHA-256, HmacSHA256, ...).
            "java.security.MessageDigest", "javax.crypto.Mac", "javax.crypto.spec.SecretKeySpec");

    // Classes whose code is about the machine, the JVM or its threads.
    private static final Set<String> DENIED_CLASSES = Set.of("java.lang.System",
            "java.lang.Runtime", "java.lang.Runtime$Version", "java.lang.Thread",
            "java.lang.ThreadGroup", "java.lang.ThreadLocal", "java.lang.InheritableThreadLocal",
            "java.lang.ProcessBuilder", "java.lang.Process", "java.lang.ProcessHandle",
            "java.lang.ClassLoader", "java.lang.Class", "java.lang.Module",
            "java.lang.ModuleLayer", "java.lang.Package", "java.lang.StackWalker",
            "java.lang.SecurityManager", "java.lang.ClassValue", "java.util.Timer",
            "java.util.TimerTask", "java.util.ResourceBundle", "java.util.ServiceLoader",
            "java.util.PropertyResourceBundle", "java.util.ListResourceBundle",
            "java.util.Properties", "java.util.Scanner", "java.time.Clock",
            "java.time.InstantSource", "java.util.concurrent.ThreadLocalRandom",
            "java.util.SplittableRandom");

    // Methods that read the clock, randomness, defaults or the stack, whatever their class.
    private static final Set<String> DENIED_METHODS = Set.of("now", "currentTimeMillis",
            "nanoTime", "randomUUID", "random", "getDefault", "setDefault", "systemDefault",
            "systemDefaultZone", "getenv", "printStackTrace", "getStackTrace",
            "fillInStackTrace", "setStackTrace", "wait", "notify", "notifyAll", "getClass",
            "identityHashCode", "getAvailableLocales", "getAvailableZoneIds", "finalize");

    // Methods of an allowed class that reach outside the program: a URL parses its text alone,
    // but compares hosts by their addresses and opens connections.
    private static final Set<String> DENIED_MEMBERS = Set.of("java.net.URL.equals",
            "java.net.URL.hashCode", "java.net.URL.sameFile", "java.net.URL.openConnection",
            "java.net.URL.openStream", "java.net.URL.getContent",
            "java.net.URL.setURLStreamHandlerFactory");

    // Constructors without arguments that take the clock or a random seed.
    private static final Set<String> DENIED_NO_ARG_CONSTRUCTORS = Set.of("java.util.Date",
            "java.util.Random", "java.util.GregorianCalendar", "java.util.SplittableRandom");

    /** Why `owner.name(descriptor)` (kind 's', 'v', 'n' or 'g') may not run here, or null. */
    static String refusal(String owner, char kind, String name, String descriptor) {
        String cls = owner.replace('/', '.');
        String top = cls.contains("$") ? cls.substring(0, cls.indexOf('$')) : cls;
        if (!ALLOWED.contains(cls) && !ALLOWED.contains(top)) {
            for (String p : DENIED_PACKAGES) {
                if (cls.startsWith(p)) {
                    return "its package " + p.substring(0, p.length() - 1)
                        + " reaches outside the program";
                }
            }
        }
        if (DENIED_CLASSES.contains(cls) || DENIED_CLASSES.contains(top)) {
            return cls + " depends on the machine or the JVM";
        }
        if (DENIED_METHODS.contains(name) || DENIED_MEMBERS.contains(cls + "." + name)) {
            return name + " depends on the machine or the moment";
        }
        if (kind == 'n' && descriptor.equals("()V") && DENIED_NO_ARG_CONSTRUCTORS.contains(cls)) {
            return "new " + cls + "() takes the clock";
        }
        if ((cls.equals("java.lang.Math") || cls.equals("java.lang.StrictMath"))
            && name.equals("random")) {
            return "random numbers";
        }
        return null;
    }

    /** Outcomes that belong to the JVM, not to the call: never reported as its outcome. */
    static boolean isMachineFailure(Throwable t) {
        return t instanceof VirtualMachineError || t instanceof LinkageError
            || t instanceof SecurityException;
    }
}
