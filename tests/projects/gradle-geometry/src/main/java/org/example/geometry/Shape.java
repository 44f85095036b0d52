package org.example.geometry;

public abstract class Shape {
  public abstract int area();

  public boolean isLargerThan(Shape other) {
    if (other == null) return true;
    return area() > other.area();
  }
}
