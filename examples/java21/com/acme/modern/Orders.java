package com.acme.modern;

import java.util.ArrayList;
import java.util.List;

/** An order's history: enum constants and records under one sealed interface (Java 21). */
public final class Orders {
  /** Something that happened to an order. */
  public sealed interface Event permits Status, Note, Refund {}

  /** The states an order moves through. */
  public enum Status implements Event {
    NEW,
    PAID,
    SHIPPED,
    CANCELLED
  }

  /** A free-text remark. */
  public record Note(String text) implements Event {}

  /** Money given back, in cents. */
  public record Refund(int cents) implements Event {}

  private Orders() {}

  /** A one-word label: qualified enum constants as case labels beside record patterns. */
  public static String label(Event event) {
    return switch (event) {
      case Status.NEW -> "new";
      case Status.CANCELLED -> "cancelled";
      case Status s -> "moving";
      case Note(String text) when text == null || text.isBlank() -> "blank note";
      case Note(String text) -> "note";
      case Refund(int cents) when cents > 10_000 -> "large refund";
      case Refund r -> "refund";
    };
  }

  /** How many days an order in this state usually waits, with yield in a classic switch. */
  public static int waitingDays(Status status) {
    int days =
        switch (status) {
          case NEW -> 1;
          case PAID -> {
            int handling = 2;
            yield handling + 1;
          }
          case SHIPPED -> 5;
          case CANCELLED -> 0;
        };
    return days;
  }

  /** How soon an order needs attention: an enum switch with patterns (javac's enumSwitch). */
  public static String urgency(Status status) {
    return switch (status) {
      case CANCELLED -> "none";
      case Status s when s.ordinal() < 2 -> "soon";
      case Status s -> "later";
    };
  }

  /** The last event of a history, or null when it has none (SequencedCollection.getLast). */
  public static Event latest(List<Event> history) {
    if (history.isEmpty()) {
      return null;
    }
    return history.getLast();
  }

  /** The refunds of a history, newest first. */
  public static int refundedCents(List<Event> history) {
    int total = 0;
    for (Event e : history.reversed()) {
      if (e instanceof Refund(int cents)) {
        total += cents;
      } else if (e == Status.CANCELLED) {
        break;
      }
    }
    return total;
  }

  /** A history that starts with NEW, whatever the caller passed. */
  public static List<Event> startingNew(List<Event> history) {
    List<Event> copy = new ArrayList<>(history);
    if (copy.isEmpty() || copy.getFirst() != Status.NEW) {
      copy.addFirst(Status.NEW);
    }
    return copy;
  }
}
