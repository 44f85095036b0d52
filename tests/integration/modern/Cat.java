/** A cat. */
public final class Cat implements Animal {}
