/** A pattern switch (SwitchBootstraps.typeSwitch): a preview feature of Java 17. */
public class PatternSwitch {
    interface Shape {}

    record Circle(int r) implements Shape {}

    record Square(int side) implements Shape {}

    public static int area(Object o) {
        return switch (o) {
            case Circle c && c.r() > 10 -> 1000;
            case Circle c -> c.r() * c.r() * 3;
            case Square s -> s.side() * s.side();
            case Integer i -> i;
            case null -> -1;
            default -> 0;
        };
    }
}
