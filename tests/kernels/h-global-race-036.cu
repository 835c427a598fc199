// h-global-race-036.cu -- RACY
// Pattern: h-global-race-035's column filter launched with two threads per
//   column (x = global id / 2, as a port that doubled the block without
//   changing the indexing): both walk the same column's output pointer down
//   and back up.
// The race: threads 2c and 2c + 1 store out[c] (and every row after) in the
//   first pass; the store is of values read from memory both change, so no
//   benign same-value write.
// Launch: --block 64 --grid 8, w = 512, any h.
extern "C" __global__ void h_column_iir_halved(const float *in, float *out, int w, int h, float a)
{
    unsigned x = (blockIdx.x * blockDim.x + threadIdx.x) / 2;
    if (x >= w)
        return;
    in += x;
    out += x;
    float yp = *in + threadIdx.x;
    for (int y = 0; y < h; y++) {
        float yc = *in + a * (yp - *in);
        *out = yc;
        in += w;
        out += w;
        yp = yc;
    }
    in -= w;
    out -= w;
    yp = *in;
    for (int y = h - 1; y >= 0; y--) {
        float yc = *in + a * (yp - *in);
        *out = 0.5f * (*out + yc);
        in -= w;
        out -= w;
        yp = yc;
    }
}
