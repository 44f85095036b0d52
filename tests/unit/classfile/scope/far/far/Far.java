package far;

public class Far implements Comparable<Far> {
  @Override
  public int compareTo(Far o) {
    return 0;
  }
}
