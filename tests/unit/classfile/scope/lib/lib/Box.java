package lib;

public class Box {
  public int size() {
    return 1;
  }
}
