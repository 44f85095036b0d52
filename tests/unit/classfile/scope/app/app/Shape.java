package app;

public abstract class Shape {
  public abstract int area();
}
