import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/** Games of chance, repeatable from a seed. */
public class Dice {
    private final Random random;
    private int rolls;

    public Dice(long seed) {
        random = new Random(seed);
    }

    /** A die nobody can predict: only stores its generator. */
    public Dice() {
        random = new Random();
    }

    public int roll() {
        rolls++;
        return random.nextInt(6) + 1;
    }

    public int rolls() {
        return rolls;
    }

    /** 1 to n, in the order a shuffle with this seed gives. */
    public static List<Integer> shuffled(int n, long seed) {
        List<Integer> cards = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            cards.add(i);
        }
        Collections.shuffle(cards, new Random(seed));
        return cards;
    }

    /** Whether a coin flipped with this seed shows heads `times` times in a row. */
    public static boolean heads(long seed, int times) {
        Random coin = new Random(seed);
        for (int i = 0; i < times; i++) {
            if (!coin.nextBoolean()) {
                return false;
            }
        }
        return true;
    }

    /** A pin of `digits` digits from a seeded generator. */
    public static String pin(long seed, int digits) {
        if (digits <= 0) {
            throw new IllegalArgumentException("digits must be positive");
        }
        Random r = new Random(seed);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < digits; i++) {
            b.append(r.nextInt(10));
        }
        return b.toString();
    }

    /** A random long and a random int of a seed, combined. */
    public static long mix(long seed) {
        Random r = new Random(seed);
        return r.nextLong() ^ r.nextInt();
    }
}
