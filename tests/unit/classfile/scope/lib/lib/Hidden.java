package lib;

public class Hidden implements Comparable<Hidden> {
  @Override
  public int compareTo(Hidden o) {
    return 0;
  }
}
