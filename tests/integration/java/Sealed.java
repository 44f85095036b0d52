/** A sealed interface with record implementations, switched over by instanceof patterns. */
public final class Sealed {
    private Sealed() {
    }

    public sealed interface Expr permits Num, Add, Neg {
    }

    public record Num(int value) implements Expr {
    }

    public record Add(Expr left, Expr right) implements Expr {
    }

    public record Neg(Expr operand) implements Expr {
    }

    public static int eval(Expr e) {
        if (e instanceof Num n) {
            return n.value();
        }
        if (e instanceof Add a) {
            return eval(a.left()) + eval(a.right());
        }
        if (e instanceof Neg g) {
            return -eval(g.operand());
        }
        throw new IllegalArgumentException("null expression");
    }
}
