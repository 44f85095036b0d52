/** Printing subject: output on System.out and System.err, printf, and printed objects. */
public class Printer {
    private final String name;
    private int lines;

    public Printer(String name) {
        this.name = name;
    }

    public int greet(int times) {
        if (times < 0) {
            System.err.println("negative: " + times);
            return -1;
        }
        for (int i = 0; i < times; i++) {
            System.out.println("hello " + name + " #" + i);
            lines++;
        }
        return lines;
    }

    public static String table(int a, int b) {
        System.out.printf("%-3s|%4d|%x%n", "ab", a, b);
        System.out.print('[');
        System.out.print(a > b);
        System.out.println(']');
        return a > b ? "gt" : "le";
    }

    public static void shout(String s) {
        System.out.println(s.toUpperCase());
    }

    public static int count(char[] chars) {
        System.out.println(chars);
        return chars.length;
    }
}
