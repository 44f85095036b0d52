import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** An invoice of order lines: records, streams, collectors, comparators and Optional. */
public class Invoice {
    public record Line(String sku, int qty, int unitPrice) {
        public Line {
            if (qty <= 0) {
                throw new IllegalArgumentException("quantity must be positive");
            }
        }

        public int total() {
            return qty * unitPrice;
        }
    }

    private final List<Line> lines = new ArrayList<>();

    public void add(Line line) {
        lines.add(line);
    }

    public int total() {
        return lines.stream().mapToInt(Line::total).sum();
    }

    public long bulkLines(int minQty) {
        return lines.stream().filter(l -> l.qty() >= minQty).count();
    }

    public Optional<Line> mostExpensive() {
        return lines.stream().max(Comparator.comparingInt(Line::total));
    }

    public int largestTotal() {
        return mostExpensive().map(Line::total).orElse(0);
    }

    public List<String> skus() {
        return lines.stream().map(Line::sku).collect(Collectors.toList());
    }

    public Map<Integer, Long> countByQuantity() {
        return lines.stream().collect(Collectors.groupingBy(Line::qty, Collectors.counting()));
    }

    public boolean anyFree() {
        return lines.stream().anyMatch(l -> l.unitPrice() == 0);
    }

    public void dropSmall(int limit) {
        lines.removeIf(l -> l.total() < limit);
    }

    public static int sumOfSquares(int n) {
        return java.util.stream.IntStream.rangeClosed(1, n).map(i -> i * i).sum();
    }
}
