/** A rectangle with equal sides; overrides the methods that can use the single side. */
public class Square extends Rect {
    public Square(int side) {
        super(side, side);
    }

    public int side() {
        return width();
    }

    public int area() {
        int s = side();
        return s * s;
    }

    public int perimeter() {
        return 4 * side();
    }

    public boolean isSquare() {
        return true;
    }

    public Rect scale(int f) {
        if (f < 0) {
            throw new InvalidShapeException("negative factor");
        }
        return new Square(side() * f);
    }
}
