package lib;

public class Token implements Comparable<Token> {
  @Override
  public int compareTo(Token o) {
    return 0;
  }
}
