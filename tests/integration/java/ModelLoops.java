import java.util.stream.IntStream;

/** A loop inside a model whose test runs in the caller's lambda (x < n): the bound applies. */
public class ModelLoops {
    public static int below(int n) {
        return IntStream.iterate(0, x -> x < n, x -> x + 3).sum();
    }
}
