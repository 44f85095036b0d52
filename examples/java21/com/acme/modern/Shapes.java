package com.acme.modern;

/** A sealed hierarchy of records, taken apart with record patterns (Java 21). */
public final class Shapes {
  /** What a drawing is made of. */
  public sealed interface Shape permits Circle, Rect, Square {}

  /** A circle; a negative radius is rejected where it is used, not here. */
  public record Circle(int radius) implements Shape {}

  /** An axis-parallel rectangle. */
  public record Rect(int width, int height) implements Shape {}

  /** A square, kept apart from rectangles on purpose. */
  public record Square(int side) implements Shape {}

  /** Two things side by side. */
  public record Pair<A, B>(A first, B second) {}

  private Shapes() {}

  /** Area rounded down, with 3 for pi: a nested record pattern per case. */
  public static int area(Shape shape) {
    return switch (shape) {
      case Circle(int r) when r < 0 -> throw new IllegalArgumentException("negative radius " + r);
      case Circle(int r) -> 3 * r * r;
      case Rect(int w, int h) when w == h -> w * w;
      case Rect(int w, int h) -> w * h;
      case Square s -> s.side() * s.side();
    };
  }

  /** A label for anything a caller may hand in, null included. */
  public static String describe(Object value) {
    return switch (value) {
      case null -> "nothing";
      case Integer i when i > 100 -> "big " + i;
      case Integer i -> "int " + i;
      case String s when s.isEmpty() -> "empty text";
      case String s -> "text of " + s.length();
      case Shape s -> "shape of area " + area(s);
      default -> "other";
    };
  }

  /** How far two shapes of a pair overlap when centred on each other. */
  public static int overlap(Pair<Shape, Shape> pair) {
    if (pair instanceof Pair<Shape, Shape>(Circle(var r), Rect rect) && r > 0) {
      return Math.min(2 * r, Math.min(rect.width(), rect.height()));
    }
    return switch (pair) {
      case Pair<Shape, Shape>(Square(var a), Square(var b)) -> Math.min(a, b);
      case Pair<Shape, Shape>(var a, var b) when a == null || b == null -> -1;
      case Pair<Shape, Shape>(var a, var b) -> 0;
    };
  }

  /** The kind of shape as a word, over the sealed interface without a default. */
  public static String kind(Shape shape) {
    return switch (shape) {
      case Circle c -> "round";
      case Rect r -> r.width() == r.height() ? "square-ish" : "oblong";
      case Square s -> "square";
    };
  }
}
