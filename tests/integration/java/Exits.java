/** CLI subject: a method that ends the JVM on some inputs. */
public class Exits {
    public static int checked(int x) {
        if (x < 0) {
            System.err.println("negative");
            System.exit(2);
        }
        return x;
    }
}
