package org.example.geometry;

/** Cells of a grid by row and column; rows wrap around. */
public class Grid {
  private final int columns;

  public Grid(int columns) {
    this.columns = columns;
  }

  public int cell(int row, int column) {
    if (column < 0 || column >= columns) throw new IndexOutOfBoundsException(column);
    return row * columns + column;
  }

  public int rowOf(int cell) {
    return Math.floorDiv(cell, columns);
  }

  public static int clamp(int value, int low, int high) {
    return value < low ? low : value > high ? high : value;
  }
}
