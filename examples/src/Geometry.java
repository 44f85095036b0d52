/** Points and distances: square roots, hypotenuses and tolerances. */
public class Geometry {
    private static final double EPSILON = 1e-9;

    private final double x;
    private final double y;

    public Geometry(double x, double y) {
        this.x = x;
        this.y = y;
    }

    public double distanceTo(Geometry other) {
        double dx = other.x - x;
        double dy = other.y - y;
        return Math.sqrt(dx * dx + dy * dy);
    }

    public boolean isOrigin() {
        return Math.abs(x) < EPSILON && Math.abs(y) < EPSILON;
    }

    public static boolean isRightTriangle(double a, double b, double c) {
        if (a <= 0 || b <= 0 || c <= 0) {
            return false;
        }
        return Math.abs(a * a + b * b - c * c) < EPSILON * c * c;
    }

    public static int quadrant(double px, double py) {
        if (px == 0 || py == 0) {
            return 0;
        }
        if (px > 0) {
            return py > 0 ? 1 : 4;
        }
        return py > 0 ? 2 : 3;
    }

    public static float circleArea(float r) {
        if (r < 0) {
            throw new IllegalArgumentException("negative radius");
        }
        return (float) Math.PI * r * r;
    }
}
