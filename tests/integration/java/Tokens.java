import java.util.Scanner;

/** Scanners over strings: an input text (read up to the model's limit) and a literal one. */
public class Tokens {
    public static int firstNumber(String text) {
        Scanner in = new Scanner(text);
        while (in.hasNext()) {
            if (in.hasNextInt()) {
                return in.nextInt();
            }
            in.next();
        }
        return -1;
    }

    /** A text the program builds is read whole, beyond the limit on input texts. */
    public static int literal() {
        Scanner in = new Scanner("10 20\n  30");
        return in.nextInt() + in.nextInt() * in.nextInt();
    }
}
