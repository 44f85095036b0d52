/**
 * A shape with straight sides. The concrete methods use {@code this.area()},
 * {@code this.perimeter()} and {@code this.sides()}, which dispatch to the subclass.
 */
public abstract class Polygon implements Shape {
    protected Polygon() {
    }

    public abstract int sides();

    /** The mean side length, rounded down. */
    public int averageSide() {
        return this.perimeter() / this.sides();
    }

    public boolean isLargerThan(Shape other) {
        if (other == null) {
            throw new IllegalArgumentException("no shape to compare with");
        }
        return this.area() > other.area();
    }

    /** Whether the polygon encloses at least one unit square per unit of perimeter. */
    public boolean isCompact() {
        return this.area() >= this.perimeter();
    }
}
