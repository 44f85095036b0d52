import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** A ranking ordered by comparators built from method references. */
public class Ranking {
    public record Player(int score, int age) {}

    private static final Comparator<Player> ORDER =
            Comparator.comparingInt(Player::score).reversed().thenComparingInt(Player::age);

    public static List<Player> ranked(List<Player> players) {
        List<Player> copy = new ArrayList<>(players);
        copy.sort(ORDER);
        return copy;
    }

    public static Optional<Player> best(List<Player> players) {
        return players.stream().min(ORDER);
    }

    public static boolean before(Player a, Player b) {
        return ORDER.compare(a, b) < 0;
    }

    public static int youngestTopScore(List<Player> players) {
        return players.stream()
                .max(Comparator.comparingInt(Player::score))
                .map(Player::age)
                .orElse(-1);
    }
}
