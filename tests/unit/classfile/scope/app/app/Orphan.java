package app;

// In Main's entry, but nothing Main reaches names it or extends it.
public class Orphan implements Comparable<Orphan> {
  @Override
  public int compareTo(Orphan o) {
    return 0;
  }
}
