'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'

import styles from './desk.module.css'

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> }
type DetectorClass = new (options: { formats: string[] }) => Detector

const noSubscription = () => () => {}
const cameraReadable = () => 'BarcodeDetector' in window && Boolean(navigator.mediaDevices?.getUserMedia)

/**
 * The voucher QR (its text is the order number) through the camera, where the browser has the Shape
 * Detection API (BarcodeDetector: Chrome on Android, Edge, Safari 17+); elsewhere the counter types it.
 */
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
    let timer: number | undefined
    const Barcode = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector
    const detector = new Barcode({ formats: ['qr_code'] })
    ;(async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
        if (stopped || !video.current) return
        video.current.srcObject = stream
        await video.current.play()
        const tick = async () => {
          if (stopped || !video.current) return
          const codes = await detector.detect(video.current).catch(() => [])
          const text = codes[0]?.rawValue?.trim()
          if (text) {
            setOn(false)
            router.push(`/admin/pickup-desk?q=${encodeURIComponent(text)}`)
            return
          }
          timer = window.setTimeout(tick, 250)
        }
        void tick()
      } catch {
        setFailed(true)
        setOn(false)
      }
    })()
    return () => {
      stopped = true
      window.clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [on, router])

  if (supported === null) return null
  if (!supported) return <p>{labels.noCamera}</p>
  return (
    <div style={{ display: 'grid', gap: '0.5rem' }}>
      <div>
        <button type="button" className={`${styles.button} ${styles.secondary}`} onClick={() => setOn((v) => !v)} aria-pressed={on}>
          {on ? labels.stop : labels.scan}
        </button>
      </div>
      {on ? <video ref={video} className={styles.video} muted playsInline aria-label={labels.scan} /> : null}
    </div>
  )
}
