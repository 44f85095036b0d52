/**
 * A circle with an integer radius whose area and perimeter use the integer
 * approximation 314/100 of pi (rounded down).
 */
public class IntCircle implements Shape {
    private int radius;

    public IntCircle(int radius) {
        if (radius < 0) {
            throw new InvalidShapeException("negative radius");
        }
        this.radius = radius;
    }

    public int radius() {
        return radius;
    }

    public int area() {
        return 314 * radius * radius / 100;
    }

    public int perimeter() {
        return 2 * 314 * radius / 100;
    }

    /** Whether the circle fits inside the square s (its diameter is at most the side). */
    public boolean fitsIn(Square s) {
        return 2 * radius <= s.side();
    }
}
