package symtest.bridge;

import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;

/**
 * The system properties of this JVM, recording which ones a call reads. The fixed set (the values
 * the generated tests' JVM is assumed to have: symtest passes them with -D and lists their names
 * in symtest.fixed) is reported with the call's outcome; a call that reads a property describing
 * the machine, the user or the JVM's build (differsByMachine) is refused. Other properties are
 * the JDK's own configuration, or not set here and assumed unset where the tests run too.
 */
final class TrackedProperties extends Properties {
    private static final long serialVersionUID = 1L;

    private final Set<String> fixed;
    private boolean tracking;
    final Set<String> fixedRead = new TreeSet<>();
    String machineRead;  // the first property read that differs between machines, or null

    private TrackedProperties(Properties original, Set<String> fixed) {
        this.fixed = fixed;
        for (String key : original.stringPropertyNames()) {
            setProperty(key, original.getProperty(key));
        }
    }

    static TrackedProperties install(Set<String> fixed) {
        TrackedProperties p = new TrackedProperties(System.getProperties(), fixed);
        System.setProperties(p);
        return p;
    }

    void start() {
        fixedRead.clear();
        machineRead = null;
        tracking = true;
    }

    void stop() {
        tracking = false;
    }

    // Calls that answer with a value the JVM took from a fixed property when it started, so that
    // no read is seen while they run.
    private static final java.util.Map<String, String> READ_AT_START = java.util.Map.of(
            "java/nio/charset/Charset.defaultCharset", "file.encoding");

    /** Records the fixed property `owner.name` answers from, read when the JVM started. */
    void noteReadAtStart(String owner, String name) {
        String key = READ_AT_START.get(owner + "." + name);
        if (key != null && fixed.contains(key)) {
            fixedRead.add(key);
        }
    }

    private void note(String key) {
        if (!tracking || key == null) {
            return;
        }
        if (fixed.contains(key)) {
            fixedRead.add(key);
        } else if (machineRead == null && super.getProperty(key) != null && differsByMachine(key)) {
            machineRead = key;
        }
    }

    // The JDK's own configuration (java.home, where its data files are) is the JDK's semantics;
    // these describe the machine, the user and the JVM's build and launch.
    private static final Set<String> MACHINE = Set.of("java.io.tmpdir", "java.class.path",
            "java.library.path", "java.version", "java.runtime.version", "java.vm.version",
            "java.vendor", "java.vendor.url", "java.vendor.version", "java.vm.vendor",
            "sun.java.command", "jdk.module.path");

    static boolean differsByMachine(String key) {
        return key.startsWith("user.") || key.startsWith("os.") || MACHINE.contains(key);
    }

    @Override
    public String getProperty(String key) {
        note(key);
        return super.getProperty(key);
    }

    @Override
    public String getProperty(String key, String defaultValue) {
        note(key);
        return super.getProperty(key, defaultValue);
    }
}
