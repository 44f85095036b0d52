import java.util.List;
import java.util.function.IntBinaryOperator;

/** Corpus: invokedynamic beyond string concatenation: lambdas, method references, records. */
public class Modern {
    record Point(int x, int y) {
        Point {
            if (x < 0) {
                throw new IllegalArgumentException("x");
            }
        }
    }

    public static int apply(int a, int b) {
        IntBinaryOperator op = (p, q) -> p + q;
        IntBinaryOperator max = Math::max;
        return op.applyAsInt(a, b) + max.applyAsInt(a, b);
    }

    public static int sum(List<Integer> xs) {
        return xs.stream().mapToInt(Integer::intValue).sum();
    }

    public static boolean same(Point p, Point q) {
        return p.equals(q) && p.hashCode() == q.hashCode();
    }

    public static String text(Point p) {
        return p.toString();
    }

    public static int pattern(Object o) {
        if (o instanceof Point pt && pt.x() > 0) {
            return pt.y();
        }
        return 0;
    }
}
