/**
 * Static utilities over {@link Shape}s: every call on a shape is virtual, and
 * {@code describe}, {@code sides} and {@code countSquares} dispatch on the dynamic type
 * with {@code instanceof} and casts.
 */
public class Shapes {
    public static final int NONE = 0;
    public static final int SQUARE = 1;
    public static final int RECT = 2;
    public static final int OTHER_POLYGON = 3;
    public static final int CIRCLE = 4;
    public static final int OTHER = 5;

    private Shapes() {
    }

    public static int totalArea(Shape a, Shape b) {
        return a.area() + b.area();
    }

    /** The shape of largest area (the first one on ties), skipping null entries. */
    public static Shape largest(Shape[] shapes) {
        if (shapes == null) {
            return null;
        }
        Shape best = null;
        for (int i = 0; i < shapes.length; i++) {
            Shape s = shapes[i];
            if (s != null && (best == null || s.area() > best.area())) {
                best = s;
            }
        }
        return best;
    }

    /** A code for the most specific type of s. */
    public static int describe(Shape s) {
        if (s == null) {
            return NONE;
        }
        if (s instanceof Square) {
            return SQUARE;
        }
        if (s instanceof Rect) {
            return RECT;
        }
        if (s instanceof Polygon) {
            return OTHER_POLYGON;
        }
        if (s instanceof IntCircle) {
            return CIRCLE;
        }
        return OTHER;
    }

    /** The number of sides of a polygon; a circle has none. */
    public static int sides(Shape s) {
        if (s instanceof Polygon) {
            return ((Polygon) s).sides();
        }
        if (s instanceof IntCircle) {
            return 0;
        }
        throw new IllegalArgumentException("unknown shape");
    }

    public static int countSquares(Shape[] shapes) {
        int n = 0;
        for (int i = 0; i < shapes.length; i++) {
            Shape s = shapes[i];
            if (s instanceof Rect && ((Rect) s).isSquare()) {
                n++;
            }
        }
        return n;
    }

    /** The side of the largest square that fits in s; a circle's inscribed square. */
    public static int innerSquareSide(Shape s) {
        if (s instanceof Rect) {
            Rect r = (Rect) s;
            return r.width() < r.height() ? r.width() : r.height();
        }
        if (s instanceof IntCircle) {
            return ((IntCircle) s).radius() * 141 / 100;
        }
        throw new InvalidShapeException("no inner square");
    }

    /** The area of a w-by-h rectangle, or -1 when a side is negative. */
    public static int safeArea(int w, int h) {
        try {
            return new Rect(w, h).area();
        } catch (InvalidShapeException e) {
            return -1;
        }
    }

    public static Shape makeShape(int kind, int size) {
        if (kind == 0) {
            return new Square(size);
        }
        if (kind == 1) {
            return new IntCircle(size);
        }
        throw new IllegalArgumentException("unknown kind");
    }

    // A type test through getClass(): exact classes, unlike instanceof.
    public static boolean sameKind(Shape a, Shape b) {
        return a.getClass() == b.getClass() && a.getClass() != Polygon.class;
    }
}
