import java.util.ArrayList;
import java.util.List;

/** Java 21's sequenced collections on the list models. */
public final class Firsts {
  private Firsts() {}

  public static int ends(List<Integer> values) {
    List<Integer> copy = new ArrayList<>(values);
    if (copy.isEmpty()) {
      return 0;
    }
    return copy.getFirst() + copy.reversed().getFirst();
  }
}
