import java.nio.charset.StandardCharsets;

/** Reads a static field of a JDK class without a model; sets a system property. */
public class JdkStatics {
    public static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }

    /** The property after setting it: what was set (a null value throws). */
    public static String setAndRead(String value) {
        System.setProperty("symtest.cli.mode", value);
        return System.getProperty("symtest.cli.mode");
    }
}
