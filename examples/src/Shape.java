/** A plane figure with integer area and perimeter. */
public interface Shape {
    int area();

    int perimeter();
}
