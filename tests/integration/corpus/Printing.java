import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.util.Scanner;

/** Corpus: printing and reading standard input. */
public class Printing {
    public static int hello(int n) {
        System.out.println("hello " + n);
        System.err.printf("%d items%n", n);
        System.out.print('x');
        System.out.flush();
        return n;
    }

    public static int readInt() {
        Scanner in = new Scanner(System.in);
        int v = in.nextInt();
        return v > 0 ? v : -v;
    }

    public static String readLine() throws IOException {
        BufferedReader r = new BufferedReader(new InputStreamReader(System.in));
        return r.readLine();
    }
}
