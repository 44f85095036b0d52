/** Corpus: table and lookup switches, switch on strings and enums, long and char arithmetic. */
public class Switches {
    enum Color { RED, GREEN, BLUE }

    public static int table(int x) {
        switch (x) {
            case 1: return 10;
            case 2: return 20;
            case 3: return 30;
            default: return 0;
        }
    }

    public static int lookup(int x) {
        switch (x) {
            case -1000: return 1;
            case 0: return 2;
            case 1000000: return 3;
            default: return 4;
        }
    }

    public static int word(String s) {
        switch (s) {
            case "one": return 1;
            case "two": return 2;
            default: return 0;
        }
    }

    public static int color(Color c) {
        return switch (c) {
            case RED -> 1;
            case GREEN -> 2;
            case BLUE -> 3;
        };
    }

    public static long bits(long a, int s, char c, short sh, byte b) {
        long r = (a >>> s) ^ (a >> (s + 1)) | (a << c);
        r += (long) sh * b;
        return Long.compare(r, a) + (c ^ sh) + (b & 0x7f);
    }
}
