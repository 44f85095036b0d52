/** A dog. */
public final class Dog implements Animal {}
