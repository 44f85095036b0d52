public class Grid {
    private int[][] cells;

    public Grid(int rows, int cols) {
        cells = new int[rows][cols];
    }

    public int set(int r, int c, int v) {
        cells[r][c] = v;
        return cells[r][c];
    }

    public static int diagonal(int n) {
        int[][] m = new int[n][n];
        for (int i = 0; i < n; i++) {
            m[i][i] = i + 1;
        }
        int sum = 0;
        for (int i = 0; i < n; i++) {
            sum += m[i][i];
        }
        return sum;
    }
}
