package org.example.geometry;

public class Rect extends Shape {
  private final int width;
  private final int height;

  public Rect(int width, int height) {
    if (width < 0 || height < 0) throw new IllegalArgumentException("negative side");
    this.width = width;
    this.height = height;
  }

  @Override
  public int area() {
    return width * height;
  }

  public boolean isSquare() {
    return width == height;
  }
}
