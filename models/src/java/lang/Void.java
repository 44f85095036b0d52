package java.lang;

/**
 * symtest model of java.lang.Void: its TYPE, the Class of the primitive type void (void.class),
 * which reflective code compares return and component types with.
 */
public final class Void {
    @SuppressWarnings("unchecked")
    public static final Class<Void> TYPE = (Class<Void>) SymtestPrimitives.primitiveClass('V');

    private Void() {
    }
}
