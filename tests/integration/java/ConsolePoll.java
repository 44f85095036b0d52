import java.io.IOException;

/** Standard input polled before reading: System.in.available() is an input source. */
public class ConsolePoll {
    public static String poll() throws IOException {
        int n = System.in.available();
        if (n == 0) {
            return "idle";
        }
        return n > 100 ? "flood" : "some";
    }
}
