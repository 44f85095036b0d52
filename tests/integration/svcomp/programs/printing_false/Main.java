import org.sosy_lab.sv_benchmarks.Verifier;

// expected: false. Printing on both streams does not hide the violation at 42.
public class Main {
    public static void main(String[] args) {
        int x = Verifier.nondetInt();
        System.out.println("x = " + x);
        System.err.printf("checking %d%n", x);
        if (x == 42) {
            System.out.print("bad ");
            assert false : "forty-two";
        }
        System.out.println("ok");
    }
}
