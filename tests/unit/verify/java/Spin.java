/** Never ends on the JVM. */
public class Spin {
    public static void main(String[] args) {
        while (true) {
            Thread.onSpinWait();
        }
    }
}
