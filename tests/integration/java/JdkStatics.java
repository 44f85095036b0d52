import java.nio.charset.StandardCharsets;

/** Reads a static field of a JDK class without a model. */
public class JdkStatics {
    public static int utf8Length(String s) {
        return s.getBytes(StandardCharsets.UTF_8).length;
    }
}
