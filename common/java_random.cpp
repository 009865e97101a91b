#include "java_random.h"

#include <openssl/evp.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <stdexcept>

namespace mm {

namespace {

// SHA-1 fetched from the provider once: an implicit fetch on every digest
// cost more than the digest itself (a Jewels case draws ~50,000 blocks).
const EVP_MD* sha1_algorithm() {
  static EVP_MD* const algorithm = EVP_MD_fetch(nullptr, "SHA1", nullptr);
  return algorithm;
}

}  // namespace

// One reusable OpenSSL digest context: SHA-1 is the only primitive we need.
struct Sha1Prng::Hasher {
  EVP_MD_CTX* ctx = EVP_MD_CTX_new();
  ~Hasher() { EVP_MD_CTX_free(ctx); }

  void digest(const std::uint8_t* data, std::size_t size, std::uint8_t* out) {
    unsigned int len = 0;
    const EVP_MD* algorithm = sha1_algorithm();
    if (!ctx || !algorithm || EVP_DigestInit_ex(ctx, algorithm, nullptr) != 1 ||
        EVP_DigestUpdate(ctx, data, size) != 1 || EVP_DigestFinal_ex(ctx, out, &len) != 1 ||
        len != kDigestSize) {
      throw std::runtime_error("SHA-1 digest failed");
    }
  }
};

Sha1Prng::Sha1Prng(std::int64_t seed) : hasher_(std::make_unique<Hasher>()) {
  std::uint8_t bytes[8];
  auto value = static_cast<std::uint64_t>(seed);
  for (auto& b : bytes) {  // little-endian, as the JDK's longToByteArray
    b = static_cast<std::uint8_t>(value & 0xFF);
    value >>= 8;
  }
  hasher_->digest(bytes, sizeof bytes, state_.data());
}

Sha1Prng::~Sha1Prng() = default;
Sha1Prng::Sha1Prng(Sha1Prng&&) noexcept = default;
Sha1Prng& Sha1Prng::operator=(Sha1Prng&&) noexcept = default;

void Sha1Prng::refill() {
  hasher_->digest(state_.data(), state_.size(), block_.data());
  // The JDK adds the block to the state as signed bytes; unsigned 160-bit
  // addition would diverge from the second block on.
  int carry = 1;
  bool changed = false;
  for (std::size_t i = 0; i < kDigestSize; ++i) {
    int sum = static_cast<std::int8_t>(state_[i]) + static_cast<std::int8_t>(block_[i]) + carry;
    auto updated = static_cast<std::uint8_t>(sum & 0xFF);
    changed |= updated != state_[i];
    state_[i] = updated;
    carry = sum >> 8;
  }
  if (!changed) ++state_[0];
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
  next_bytes(bytes, static_cast<std::size_t>(num_bytes));
  std::uint32_t value = 0;
  for (int i = 0; i < num_bytes; ++i) value = (value << 8) | bytes[i];
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
