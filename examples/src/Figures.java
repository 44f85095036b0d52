/**
 * A hierarchy of records, visited with instanceof patterns and a visitor. (Not sealed: the
 * JaCoCo of Debian 12, 0.8.6, cannot instrument a PermittedSubclasses attribute, and the
 * oracle measures every example; tests/integration/java/Sealed.java is the sealed variant.)
 */
public final class Figures {
    private Figures() {
    }

    public interface Figure {
        <R> R accept(Visitor<R> v);
    }

    public interface Visitor<R> {
        R circle(Circle c);

        R square(Square s);

        R segment(Segment s);
    }

    public record Circle(double radius) implements Figure {
        public Circle {
            if (radius < 0) {
                throw new IllegalArgumentException("radius " + radius);
            }
        }

        public <R> R accept(Visitor<R> v) {
            return v.circle(this);
        }
    }

    public record Square(int side) implements Figure {
        public <R> R accept(Visitor<R> v) {
            return v.square(this);
        }
    }

    public record Segment(int from, int to) implements Figure {
        public Segment {
            if (from > to) {
                int t = from;
                from = to;
                to = t;
            }
        }

        public int length() {
            return to - from;
        }

        public <R> R accept(Visitor<R> v) {
            return v.segment(this);
        }
    }

    /** Area by pattern matching. */
    public static double area(Figure f) {
        if (f instanceof Circle c) {
            return 3 * c.radius() * c.radius();
        } else if (f instanceof Square s && s.side() > 0) {
            return s.side() * s.side();
        }
        return 0;
    }

    /** The same question answered by a visitor written as an anonymous class. */
    public static String describe(Figure f) {
        return f.accept(new Visitor<String>() {
            public String circle(Circle c) {
                return "circle " + c.radius();
            }

            public String square(Square s) {
                return "square " + s.side();
            }

            public String segment(Segment s) {
                return "segment of " + s.length();
            }
        });
    }

    public static boolean sameShape(Figure a, Figure b) {
        return a.equals(b);
    }
}
