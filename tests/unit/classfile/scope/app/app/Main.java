package app;

// The class under test: it names lib.Box and creates lib.Token; Shape is a parameter type.
public class Main {
  public int run(Shape s, lib.Box b) {
    return s.area() + b.size();
  }

  public Comparable<?> pick() {
    return new lib.Token();
  }
}
