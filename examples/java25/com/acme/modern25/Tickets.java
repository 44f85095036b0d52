package com.acme.modern25;

/** Unnamed patterns and variables (Java 22) and statements before super() (Java 25). */
public final class Tickets {
  /** A seat in a hall. */
  public record Seat(char row, int number) {}

  /** What was sold. */
  public sealed interface Sale permits Single, Group {}

  /** One ticket for one seat. */
  public record Single(Seat seat, int price) implements Sale {}

  /** A group booking: a seat for the organiser and a head count. */
  public record Group(Seat seat, int people, int price) implements Sale {}

  /** A ticket number, checked before the object is built. */
  public static class Number {
    private final int value;

    public Number(int value) {
      this.value = value;
    }

    public int value() {
      return value;
    }
  }

  /** A number that must be positive: the check runs before super() (Java 25). */
  public static final class CheckedNumber extends Number {
    public CheckedNumber(int value) {
      if (value <= 0) {
        throw new IllegalArgumentException("ticket numbers start at 1: " + value);
      }
      super(value);
    }
  }

  private Tickets() {}

  /** How many people a sale lets in; the seat does not matter (unnamed patterns). */
  public static int admitted(Sale sale) {
    return switch (sale) {
      case Single(_, _) -> 1;
      case Group(_, int people, _) when people > 20 -> 20;
      case Group(_, int people, _) -> people;
    };
  }

  /** The front rows are A to C. */
  public static boolean front(Sale sale) {
    char row =
        switch (sale) {
          case Single(Seat(char r, _), _) -> r;
          case Group(Seat(char r, _), _, _) -> r;
        };
    return row >= 'A' && row <= 'C';
  }

  /** A number from text, 0 when it is not one (an unnamed exception variable). */
  public static int parseOrZero(String text) {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException _) {
      return 0;
    }
  }
}
