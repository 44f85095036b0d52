/** A switch over a sealed interface without default: javac adds a MatchException branch. */
public final class Kinds {
  private Kinds() {}

  public static String name(Animal a) {
    return switch (a) {
      case Cat c -> "cat";
      case Dog d -> "dog";
    };
  }
}
