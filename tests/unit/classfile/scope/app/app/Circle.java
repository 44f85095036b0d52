package app;

// Never named by Main: in its reach as a subclass of Shape in the same entry.
public class Circle extends Shape {
  @Override
  public int area() {
    return 3;
  }
}
