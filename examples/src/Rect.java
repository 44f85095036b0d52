/** An axis-parallel rectangle with integer sides; negative sides are rejected. */
public class Rect extends Polygon {
    private int width;
    private int height;

    public Rect(int width, int height) {
        if (width < 0 || height < 0) {
            throw new InvalidShapeException("negative side");
        }
        this.width = width;
        this.height = height;
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    public int area() {
        return width * height;
    }

    public int perimeter() {
        return 2 * (width + height);
    }

    public int sides() {
        return 4;
    }

    public boolean isSquare() {
        return width == height;
    }

    /** A rectangle f times as wide and high; f must not be negative. */
    public Rect scale(int f) {
        if (f < 0) {
            throw new InvalidShapeException("negative factor");
        }
        return new Rect(width * f, height * f);
    }
}
