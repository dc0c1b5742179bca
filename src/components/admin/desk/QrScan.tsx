'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import styles from './desk.module.css'

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }
type DetectorClass = (new (options: { formats: string[] }) => Detector) & { getSupportedFormats?: () => Promise<string[]> }
/** Reads the QR text in the video's current frame, or null. */
type Decode = (video: HTMLVideoElement) => Promise<string | null>

const noSubscription = () => () => {}
const cameraReadable = () => Boolean(navigator.mediaDevices?.getUserMedia)
/** Frames are scaled down to this width before decoding: a voucher QR held up to the camera stays readable, and a tablet keeps up. */
const DECODE_WIDTH = 640

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android and macOS, Safari 17+ on a Mac);
 * elsewhere (iPad Safari, desktop Chrome on Linux and Windows) jsQR, pure JavaScript without WebAssembly, so the
 * admin's CSP needs nothing new — imported here, so only the pickup desk downloads it.
 */
async function qrDecoder(): Promise<Decode> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  const formats = Native ? await Promise.resolve(Native.getSupportedFormats?.() ?? []).catch(() => [] as string[]) : []
  if (Native && formats.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video).catch(() => []))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || !video.videoWidth) return null
    const scale = Math.min(1, DECODE_WIDTH / video.videoWidth)
    canvas.width = Math.round(video.videoWidth * scale)
    canvas.height = Math.round(video.videoHeight * scale)
    context.drawImage(video, 0, 0, canvas.width, canvas.height)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null
  }
}

/** The voucher QR (its text is the order number) through the camera, in any browser with camera access; elsewhere the counter types it. */
export function QrScan({ labels }: { labels: { scan: string; stop: string; noCamera: string } }) {
  const router = useRouter()
  const video = useRef<HTMLVideoElement>(null)
  const canScan = useSyncExternalStore(noSubscription, cameraReadable, () => null)
  const [failed, setFailed] = useState(false)
  const supported = canScan === null ? null : canScan && !failed
  const [on, setOn] = useState(false)

  useEffect(() => {
    if (!on) return
    let stream: MediaStream | null = null
    let stopped = false
    let frame: number | undefined
    ;(async () => {
      try {
        const decode = await qrDecoder()
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        // One decode per animation frame at most, and none while the last is still running.
        const tick = async () => {
          if (stopped || !video.current) return
          const text = (await decode(video.current))?.trim()
          if (stopped) return
          if (text) {
            setOn(false)
            router.push(`/admin/pickup-desk?q=${encodeURIComponent(text)}`)
            return
          }
          frame = window.requestAnimationFrame(() => void tick())
        }
        void tick()
      } catch {
        setFailed(true)
        setOn(false)
      }
    })()
    return () => {
      stopped = true
      if (frame !== undefined) window.cancelAnimationFrame(frame)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [on, router])

  if (supported === null) return null
  if (!supported) return <p>{labels.noCamera}</p>
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <div>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setOn((v) => !v)} aria-pressed={on} data-testid="pickup-scan">
          {on ? labels.stop : labels.scan}
        </button>
      </div>
      {on ? <video ref={video} className={styles.video} muted playsInline aria-label={labels.scan} data-testid="pickup-video" /> : null}
    </div>
  )
}
