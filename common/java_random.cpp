#include "common/java_random.h"

// The low-level SHA-1 calls are deprecated in OpenSSL 3 but kept: a Jewels case
// hashes ~30,000 single 20-byte states, and one SHA1_Transform (SHA-NI where
// the CPU has it) is several times faster than an EVP digest round per block.
#define OPENSSL_SUPPRESS_DEPRECATED
#include <openssl/sha.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace mm {

namespace {

constexpr std::size_t kStateBytes = 20;

}  // namespace

Sha1Prng::Sha1Prng(std::int64_t seed) {
  std::uint8_t bytes[8];
  auto value = static_cast<std::uint64_t>(seed);
  for (auto& b : bytes) {  // little-endian, as the JDK's longToByteArray
    b = static_cast<std::uint8_t>(value & 0xFF);
    value >>= 8;
  }
  SHA1(bytes, sizeof bytes, state_.data());
}

namespace {

// A 20-byte string as a 160-bit number, byte 0 least significant, in three
// 64-bit limbs (the last holds 32 bits).
using Limbs = std::array<std::uint64_t, 3>;

static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "limbs are loaded as little-endian words");

Limbs load_limbs(const std::uint8_t* bytes) {
  Limbs limbs{};
  std::memcpy(limbs.data(), bytes, kStateBytes);
  return limbs;
}

void store_limbs(const Limbs& limbs, std::uint8_t* bytes) {
  std::memcpy(bytes, limbs.data(), kStateBytes);
}

// SHA-1 of the 20-byte state: the message fits one padded 64-byte block, so
// the digest is a single compression from the initial chaining value.
Limbs sha1_of_state(const Limbs& state) {
  const std::uint64_t block[8] = {state[0],
                                  state[1],
                                  state[2] | std::uint64_t{0x80} << 32,  // padding starts
                                  0,
                                  0,
                                  0,
                                  0,
                                  std::uint64_t{kStateBytes * 8} << 56};  // length in bits
  SHA_CTX ctx;
  SHA1_Init(&ctx);
  SHA1_Transform(&ctx, reinterpret_cast<const unsigned char*>(block));
  // The digest's bytes are the chaining words, each big-endian.
  auto bytes_of = [](SHA_LONG word) { return std::uint64_t{__builtin_bswap32(word)}; };
  return {bytes_of(ctx.h0) | bytes_of(ctx.h1) << 32, bytes_of(ctx.h2) | bytes_of(ctx.h3) << 32,
          bytes_of(ctx.h4)};
}

// a + b + c mod 2^160.
Limbs add_mod_2_160(const Limbs& a, const Limbs& b, const Limbs& c) {
  Limbs sum{};
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < sum.size(); ++i) {
    const std::uint64_t ab = a[i] + b[i];
    const std::uint64_t abc = ab + c[i];
    sum[i] = abc + carry;
    carry = (ab < a[i]) + (abc < ab) + (sum[i] < abc);
  }
  sum[2] &= 0xFFFFFFFFu;
  return sum;
}

// Flips the top bit of every byte.
constexpr std::uint64_t kTopBits = 0x8080808080808080u;

}  // namespace

void Sha1Prng::refill() {
  // The JDK adds the block to the state byte by byte as *signed* bytes with a
  // carry, plus one. As numbers that is S + B + 1 with each byte read as
  // (u ^ 0x80) - 0x80, i.e. (S ^ H) + (B ^ H) + 1 - 2H mod 2^160, where H has
  // 0x80 in every byte. 1 - 2H mod 2^160 is the constant below.
  constexpr Limbs kOneMinusTwoH = {0xFEFEFEFEFEFEFF01u, 0xFEFEFEFEFEFEFEFEu, 0xFEFEFEFEu};
  const Limbs state = load_limbs(state_.data());
  const Limbs block = sha1_of_state(state);
  store_limbs(block, block_.data());
  const Limbs flipped_state = {state[0] ^ kTopBits, state[1] ^ kTopBits,
                               state[2] ^ (kTopBits & 0xFFFFFFFFu)};
  const Limbs flipped_block = {block[0] ^ kTopBits, block[1] ^ kTopBits,
                               block[2] ^ (kTopBits & 0xFFFFFFFFu)};
  const Limbs updated = add_mod_2_160(flipped_state, flipped_block, kOneMinusTwoH);
  const bool changed = updated != state;
  store_limbs(updated, state_.data());
  if (!changed) ++state_[0];  // a byte increment, no carry, as in the JDK
  used_ = 0;
}

void Sha1Prng::next_bytes(std::uint8_t* out, std::size_t count) {
  while (count > 0) {
    if (used_ == kDigestSize) refill();
    const std::size_t take = std::min(count, kDigestSize - used_);
    std::memcpy(out, block_.data() + used_, take);
    out += take, used_ += take, count -= take;
  }
}

std::int32_t Sha1Prng::next_bits(int bits) {
  const int num_bytes = (bits + 7) / 8;
  std::uint8_t bytes[4];
  const std::uint8_t* from = bytes;
  if (used_ + static_cast<std::size_t>(num_bytes) <= kDigestSize) {  // the usual case: no copy
    from = block_.data() + used_;
    used_ += static_cast<std::size_t>(num_bytes);
  } else {
    next_bytes(bytes, static_cast<std::size_t>(num_bytes));
  }
  std::uint32_t value = 0;
  for (int i = 0; i < num_bytes; ++i) value = (value << 8) | from[i];
  return static_cast<std::int32_t>(value >> (num_bytes * 8 - bits));
}

std::int32_t Sha1Prng::next_int() {
  return next_bits(32);
}

std::int32_t Sha1Prng::next_int(std::int32_t bound) {
  if (bound <= 0) throw std::invalid_argument("bound must be positive");
  std::int32_t r = next_bits(31);
  const std::int32_t m = bound - 1;
  if ((bound & m) == 0) {
    return static_cast<std::int32_t>((static_cast<std::int64_t>(bound) * r) >> 31);
  }
  // Reject the top partial range; Java detects it through int overflow.
  for (std::int32_t u = r; static_cast<std::int64_t>(u) - (r = u % bound) + m > INT32_MAX;
       u = next_bits(31)) {
  }
  return r;
}

std::int64_t Sha1Prng::next_long() {
  const auto high = static_cast<std::uint64_t>(static_cast<std::int64_t>(next_bits(32)));
  const auto low = static_cast<std::uint64_t>(static_cast<std::int64_t>(next_bits(32)));
  return static_cast<std::int64_t>((high << 32) + low);
}

bool Sha1Prng::next_boolean() {
  return next_bits(1) != 0;
}

double Sha1Prng::next_double() {
  const auto high = static_cast<std::int64_t>(next_bits(26));
  const auto low = static_cast<std::int64_t>(next_bits(27));
  return static_cast<double>((high << 27) + low) * 0x1.0p-53;
}

double Sha1Prng::next_gaussian() {
  if (have_next_gaussian_) {
    have_next_gaussian_ = false;
    return next_gaussian_;
  }
  double v1 = 0, v2 = 0, s = 0;
  do {
    v1 = 2 * next_double() - 1;
    v2 = 2 * next_double() - 1;
    s = v1 * v1 + v2 * v2;
  } while (s >= 1 || s == 0);
  const double multiplier = std::sqrt(-2 * std::log(s) / s);
  next_gaussian_ = v2 * multiplier;
  have_next_gaussian_ = true;
  return v1 * multiplier;
}

}  // namespace mm
