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

    /** A level from 0 to 100 as a byte: -1 when the first token is no byte. */
    public static int level(String text) {
        Scanner in = new Scanner(text);
        if (!in.hasNextByte()) {
            return -1;
        }
        byte b = in.nextByte();
        return b < 0 || b > 100 ? -1 : b;
    }

    /** Byte and short ranges on a literal text: 127 is a byte, 128 only a short. */
    public static int ranges() {
        Scanner in = new Scanner("127 128 -32769");
        int sum = in.nextByte();
        sum += in.hasNextByte() ? 1000 : in.nextShort();
        return in.hasNextShort() ? -1 : sum;
    }

    /** A text the program builds is read whole, beyond the limit on input texts. */
    public static int literal() {
        Scanner in = new Scanner("10 20\n  30");
        return in.nextInt() + in.nextInt() * in.nextInt();
    }
}
